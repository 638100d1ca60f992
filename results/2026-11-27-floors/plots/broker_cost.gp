reset
$D0 << EOD
20 0.20876 0.20402 0.23994
100 1.00863 0.99601 1.0225
1024 13.668239999999999 13.60535 14.21041
4096 83.09326 81.28693 85.1715
EOD
$D1 << EOD
20 0.24034 0.21544 0.24080000000000001
100 0.99486 0.9365399999999999 1.0322799999999999
1024 18.049220000000002 17.95749 20.171889999999998
EOD
$D2 << EOD
20 0.21869 0.21371 0.23915
100 1.1472200000000001 1.10928 1.1560899999999998
1024 13.77675 13.65958 13.79293
4096 76.66361 71.43418 98.29432000000001
EOD
$D3 << EOD
20 0.23487 0.22804 0.2549
100 0.96093 0.9293899999999999 0.96124
1024 19.23764 18.07422 19.37246
EOD
$D4 << EOD
20 0.21928999999999998 0.21406 0.22621
100 0.86077 0.8577 0.87281
1024 8.80688 8.475520000000001 8.84023
4096 46.49161 43.46077 47.32092
EOD
$D5 << EOD
20 0.22973 0.20878 0.24112
100 0.8687699999999999 0.86241 0.8725499999999999
1024 8.054590000000001 7.72062 8.40105
4096 44.076699999999995 38.68626999999999 50.35722
EOD
$D6 << EOD
20 0.29222000000000004 0.28792 0.29641
100 1.1383599999999998 1.12607 1.18296
1024 13.28541 12.57999 14.0619
4096 102.41872000000001 89.2836 107.31816
EOD
$D7 << EOD
20 0.28926 0.27706000000000003 0.31056
100 1.1591300000000002 1.1341700000000001 1.17984
1024 13.52203 13.08793 13.948469999999999
4096 108.50328999999999 107.70853 112.63732
EOD
$D8 << EOD
20 0.3915 0.36656 0.44537
100 1.77576 1.7718099999999999 1.89394
1024 18.0777 17.082369999999997 19.05728
EOD
$D9 << EOD
20 0.38487 0.34435000000000004 0.38723
100 1.74147 1.5557 1.7554100000000001
1024 15.73513 15.549940000000001 15.92381
EOD
set terminal pngcairo noenhanced size 900,560 font 'sans,10'
set output "broker_cost.png"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("20" 20, "100" 100, "1,024" 1024, "4,096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.10201:225.27464]
set xrange [14.285714285714286:5734.4]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "raw@uring pubsub", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply"
unset multiplot
set output
set terminal svg noenhanced size 900,560 dynamic font 'sans,10' background '#ffffff'
set output "broker_cost.svg"
set multiplot layout 1,1 title "The broker's CPU per move against nodes" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key below horizontal maxcols 5 font ',9' spacing 1.0 width 1
set xlabel "nodes"
set ylabel "broker CPU per move (ms)"
set xtics ("20" 20, "100" 100, "1,024" 1024, "4,096" 4096) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.10201:225.27464]
set xrange [14.285714285714286:5734.4]
set arrow 1 from graph 0, first 15.0 to graph 1, first 15.0 nohead lw 2 dt 2 lc rgb '#CC0000' front
set label 11 "budget: 15 ms" at graph 0.02, first 16.8 tc rgb '#CC0000' font ',9' front
set title "" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq pubsub", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq pubsub", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "raw@uring pubsub", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "redis pubsub", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#882255" title "redis reply", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nats pubsub", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 4 pt 7 ps 0.6 lc rgb "#D55E00" title "nats reply"
unset multiplot
set output
