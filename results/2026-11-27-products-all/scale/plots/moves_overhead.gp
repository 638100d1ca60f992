reset
$D0 << EOD
100 1.720319 1.6711669999999998 1.8841590000000001
1024 21.102591 20.578303 21.364735
EOD
$D1 << EOD
100 2.326319 2.219265 2.816577
1024 29.437634999999997 24.641312000000003 30.273336
EOD
$D2 << EOD
100 1.6015350000000002 1.531903 1.638399
1024 31.850495 30.539775000000002 32.374783
EOD
$D3 << EOD
100 2.347659 2.2889470000000003 2.509833
1024 37.68757 37.509758000000005 38.098233
EOD
$D4 << EOD
100 1.241087 1.155071 1.310719
2048 34.865151 34.078719 37.224447
EOD
$D5 << EOD
100 1.7995409999999998 1.745865 3.604644
2048 47.715962 46.510264 53.848651
EOD
$D6 << EOD
100 2.375679 2.342911 2.637823
1024 26.738687000000002 25.952255 26.738687000000002
EOD
$D7 << EOD
100 7.154361 6.5123500000000005 7.669555999999999
1024 54.67683 50.761165999999996 58.606782
EOD
$D8 << EOD
100 1.392639 1.359871 1.474559
1024 19.267583 18.743295 19.398654999999998
EOD
$D9 << EOD
100 1.950652 1.8726880000000001 4.027759
1024 33.624429 29.332725999999997 37.540174
EOD
$D10 << EOD
100 2.047999 2.023423 2.146303
1024 27.656191 26.083327 28.704767
EOD
$D11 << EOD
100 2.965881 2.699932 8.536230999999999
1024 35.217809 34.803487000000004 48.550855000000006
EOD
$D12 << EOD
100 8.847359 8.224767 9.568254999999999
256 38.273023 36.700159 38.797311
EOD
$D13 << EOD
100 10.621921 10.06923 10.780308000000002
256 41.417047 40.869278 42.805137
EOD
$D14 << EOD
100 2.277375 2.260991 2.4084470000000002
1024 22.675455000000003 21.889023 23.592959
EOD
$D15 << EOD
100 4.492887 3.9915700000000003 5.770258
1024 40.539182000000004 39.854214 49.296224
EOD
$D16 << EOD
100 1.4335989999999998 1.343487 1.4991349999999999
1024 18.612223 18.612223 19.529726999999998
EOD
$D17 << EOD
100 2.01611 1.7597909999999999 2.983159
1024 28.800756 25.923852999999998 31.64761
EOD
$D18 << EOD
100 2.039807 2.039807 2.146303
1024 24.117247 23.592959 24.641535
EOD
$D19 << EOD
100 2.591371 2.422797 3.11142
1024 41.326689 39.785233999999996 41.384842
EOD
$D20 << EOD
100 9.502718999999999 9.240575000000002 9.502718999999999
256 34.603007 34.340863 34.865151
EOD
$D21 << EOD
100 12.348323 12.215954 12.907485000000001
256 41.334078 40.098006 42.647673000000005
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "256" 256, "1024" 1024, "2048" 2048) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.5775355:117.213564]
set xrange [71.42857142857143:2867.2]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq pubsub p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq pubsub p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "raw pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "raw pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nats pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "nats pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "redis pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "redis pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "mqtt pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "mqtt pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "rabbitmq pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "rabbitmq pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats reply p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats reply p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "mqtt reply p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "mqtt reply p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq reply p99"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("100" 100, "256" 256, "1024" 1024, "2048" 2048) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.5775355:117.213564]
set xrange [71.42857142857143:2867.2]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq pubsub p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "zmq pubsub p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "raw pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "raw pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "nats pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "nats pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "redis pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "redis pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "mqtt pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "mqtt pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "rabbitmq pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "rabbitmq pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats reply p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats reply p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis reply p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "mqtt reply p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "mqtt reply p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "rabbitmq reply p99"
unset multiplot
set output
