reset
$D0 << EOD
64 5446.2 4815.6 5634.1
1024 4780.1 4109.9 5718.6
4096 4967.0 4688.7 5101.9
65536 4947.9 4742.8 5488.5
EOD
$D1 << EOD
64 25020.2 23383.2 27225.5
1024 27246.1 25484.4 27332.4
4096 22182.9 20306.5 22478.3
65536 10578.3 10355.9 12108.7
EOD
$D2 << EOD
64 32380.6 32211.0 33614.7
1024 29120.2 23309.8 31947.9
4096 26087.9 23759.4 27581.6
65536 11440.0 11135.3 11556.2
EOD
$D3 << EOD
64 36760.6 32211.2 38012.0
1024 33219.1 31110.1 35339.0
4096 24085.4 20015.4 27533.0
65536 8747.8 8745.8 8796.1
EOD
$D4 << EOD
64 32779.8 29161.9 36243.7
1024 31195.1 31104.2 31287.7
4096 19734.5 19665.6 26635.7
65536 8977.5 7025.4 9576.6
EOD
$D5 << EOD
64 5466.9 5261.3 5474.9
1024 5101.2 4617.1 5627.7
4096 4941.1 4699.3 5316.0
65536 3906.7 3577.4 4190.2
EOD
$D6 << EOD
64 25447.2 21406.2 28265.0
1024 27222.7 24525.0 27513.9
4096 23189.6 21311.1 23292.0
65536 12128.4 10770.2 14078.2
EOD
$D7 << EOD
64 29030.3 26979.0 30305.9
1024 26323.2 22411.3 31240.2
4096 22999.5 21372.3 26264.7
65536 14111.7 11444.8 14141.0
EOD
$D8 << EOD
64 28003.2 27697.3 29120.5
1024 25724.6 25387.2 29480.0
4096 20234.2 16080.8 21297.5
65536 9110.0 7770.6 9414.4
EOD
$D9 << EOD
64 24110.0 21788.1 28436.0
1024 22929.6 22428.7 25093.2
4096 17978.8 16087.5 19455.0
65536 8494.9 8376.0 9646.0
EOD
$D10 << EOD
64 3266.8 3166.8 3503.7
1024 3489.2 3087.6 3631.0
4096 3470.3 3215.8 3659.5
65536 2905.6 2765.7 3206.8
EOD
$D11 << EOD
64 12066.8 11884.7 14931.8
1024 12996.2 12731.9 13992.5
4096 11735.0 10717.7 11904.8
65536 8361.6 8338.6 9280.5
EOD
$D12 << EOD
64 13022.8 11958.7 13532.7
1024 12492.7 11397.9 13048.4
4096 10819.1 10507.5 13016.9
65536 7769.9 7128.9 7994.6
EOD
$D13 << EOD
64 12502.7 12468.4 13661.7
1024 12320.5 10489.8 13337.6
4096 9785.3 9747.6 9982.3
65536 6695.9 6333.8 7174.2
EOD
$D14 << EOD
64 11449.5 9876.4 11847.4
1024 11951.3 9651.0 12840.6
4096 9095.9 8033.6 11032.0
65536 6800.7 6498.3 7518.3
EOD
$D15 << EOD
64 21748.1 19012.6 22523.6
1024 20132.7 17490.6 21983.3
4096 14432.9 13484.8 16356.9
65536 7384.7 7054.2 9165.5
EOD
$D16 << EOD
64 75523.3 66483.1 79158.0
1024 68686.9 68119.6 72086.8
4096 60020.7 57027.3 62621.7
65536 26509.6 24541.8 30904.0
EOD
$D17 << EOD
64 81207.4 73833.4 83674.2
1024 75525.2 64839.0 83134.2
4096 67640.4 65694.8 75954.3
65536 23732.0 23546.6 26284.5
EOD
$D18 << EOD
64 86574.8 86457.5 91933.0
1024 83649.5 69343.5 84501.4
4096 69186.4 61735.2 75898.9
65536 18910.8 15377.0 19036.7
EOD
$D19 << EOD
64 85092.4 83383.4 87102.1
1024 78095.4 76158.7 80871.5
4096 67388.7 57450.0 69381.4
65536 17661.5 16334.8 21257.4
EOD
set terminal pngcairo noenhanced size 1240,800 font 'sans,10'
set output "msgs_vs_size_ipc_broker.png"
set multiplot layout 2,2 title "Throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1382.85:183866.0]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nanomsg" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nng" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "raw" font ',11'
plot $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
unset multiplot
set output
set terminal svg noenhanced size 1240,800 dynamic font 'sans,10' background '#ffffff'
set output "msgs_vs_size_ipc_broker.svg"
set multiplot layout 2,2 title "Throughput against message size (IPC, broker)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "payload size per message"
set ylabel "round trips per second"
set xtics ("64 B" 64, "1 KiB" 1024, "4 KiB" 4096, "64 KiB" 65536) font ',8'
set logscale x 2
set logscale y 10
set format y '%.0s%c'
set yrange [1382.85:183866.0]
set xrange [45.714285714285715:91750.4]
set title "zmq" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nanomsg" font ',11'
plot $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "nng" font ',11'
plot $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
set title "raw" font ',11'
plot $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "1 clients", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "8 clients", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "16 clients", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "64 clients", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "128 clients"
unset multiplot
set output
