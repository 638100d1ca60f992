reset
$D0 << EOD
1423.7710480240085 0 1413.1071228465664 1454.9797865939513
EOD
$D1 << EOD
1040.6277583946837 1 1021.2671198283861 1055.7979605117166
EOD
$D2 << EOD
1031.548775673564 2 1014.1933527805144 1052.5229648700424
EOD
$D3 << EOD
983.1431192000936 3 883.3183773094437 1036.0650383054367
EOD
$D4 << EOD
932.6818695712583 4 882.7753154053445 990.8346704068119
EOD
$D5 << EOD
829.825477386389 5 811.4815420106767 858.929413486843
EOD
$D6 << EOD
781.8037262858998 6 689.7846824586644 795.7250623297397
EOD
$D7 << EOD
765.1447588030918 7 727.2982811429019 768.8918904410167
EOD
$D8 << EOD
733.695512216143 8 722.0678101325298 792.6024548863387
EOD
$D9 << EOD
716.2485964761361 9 666.3157107300655 723.8433904320226
EOD
$D10 << EOD
674.5776316671005 10 617.9301217118311 725.0579581072484
EOD
$D11 << EOD
1629.5773609852256 0 "1,400"
1182.4937157731226 1 "1,000"
1178.8257206544477 2 "1,000"
1160.3928429020891 3 "980"
1109.7348308556295 4 "930"
962.0009431052642 5 "830"
891.2120698093086 6 "780"
861.1589172939388 7 "770"
887.7147494726994 8 "730"
810.7045972838654 9 "720"
812.0649130801182 10 "670"
EOD
set terminal pngcairo noenhanced size 900,480 font 'sans,10'
set output "reach.png"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–8 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:5120.0]
set yrange [10.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000) font ',9'
set ytics ("raw pubsub (floor)" 0, "zmq addressed" 1, "czmq addressed" 2, "redis pubsub" 3, "redis reply" 4, "nats reply" 5, "zmq pubsub" 6, "czmq pubsub" 7, "mqtt reply" 8, "mqtt pubsub" 9, "nats pubsub" 10) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 2048, graph 0 to first 2048, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 2,048" at first 2048, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D11 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,480 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set title "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3–8 trials (until settled)" font ',12'
unset key
set logscale x 10
set xrange [55.55555555555556:5120.0]
set yrange [10.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000, "5,000" 5000) font ',9'
set ytics ("raw pubsub (floor)" 0, "zmq addressed" 1, "czmq addressed" 2, "redis pubsub" 3, "redis reply" 4, "nats reply" 5, "zmq pubsub" 6, "czmq pubsub" 7, "mqtt reply" 8, "mqtt pubsub" 9, "nats pubsub" 10) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin 20
set rmargin 4
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 2048, graph 0 to first 2048, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 2,048" at first 2048, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars: bootstrap intervals" at screen 0.02, screen 0.04 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D11 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
